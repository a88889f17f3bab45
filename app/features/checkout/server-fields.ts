// The reservation API names the contact fields inside orderInfo; the checkout form names them alone.

/** Server field names (orderInfo.Phone …) to the form's (Phone …). */
export function formField(serverField: string): string {
  return serverField.replace(/^orderInfo\./, "");
}
