// The back office's people (issue 31, decision 068): list, invite, change role or shop, deactivate and
// reactivate, and send an invitation again. Registered by server/api.ts under the back office's
// permission guard (backoffice/guard.ts, 'people.manage': administrators only).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ROLE_NAMES } from "../../../domain/back-office-roles.ts";
import { linkOrigin } from "../../lib/link-origin.ts";
import { errorBody } from "../../lib/route-schemas.ts";
import type { Services } from "../../services.ts";
import { staffOf } from "../backoffice/guard.ts";
import { idParams } from "../reservations/schemas.ts";
import { personInviteBody, personInvited, personList, personOne, personUpdateBody } from "./people-admin-schemas.ts";
import type { PersonRecord } from "./people-admin-service.ts";

const tags = ["backoffice"];
const errors = { 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };

/** What a change did, in a sentence the page shows. */
function changed(person: PersonRecord, body: { role?: string; shopId?: number | null; active?: boolean }): string {
  if (body.active === false) return `${person.name} er deaktivert og logget ut overalt.`;
  if (body.active === true && body.role === undefined && body.shopId === undefined) {
    return `${person.name} er aktiv igjen.`;
  }
  return `${person.name} er lagret.`;
}

export const peopleAdminRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const people = services.peopleAdmin;
  app.get("/backoffice/people", { schema: { tags, response: { 200: personList, ...errors } } }, async () => ({
    data: await people.list(),
  }));
  app.post(
    "/backoffice/people",
    { schema: { tags, body: personInviteBody, response: { 201: personInvited, ...errors } } },
    async (req, reply) => {
      const { person, promoted } = await people.invite(staffOf(req), req.body, linkOrigin(req));
      const message = promoted
        ? `${person.email} hadde allerede en kundekonto og er nå ${ROLE_NAMES[person.role]}. Vi har sendt en e-post om det.`
        : `Invitasjonen er sendt til ${person.email}.`;
      return reply.code(201).send({ data: person, promoted, message });
    },
  );
  app.patch(
    "/backoffice/people/:id",
    { schema: { tags, params: idParams, body: personUpdateBody, response: { 200: personOne, ...errors } } },
    async (req) => {
      const person = await people.update(staffOf(req), req.params.id, req.body);
      return { data: person, message: changed(person, req.body) };
    },
  );
  app.post(
    "/backoffice/people/:id/invite",
    { schema: { tags, params: idParams, response: { 200: personOne, ...errors } } },
    async (req) => {
      const person = await people.reinvite(staffOf(req), req.params.id, linkOrigin(req));
      return { data: person, message: `En ny invitasjon er sendt til ${person.email}.` };
    },
  );
};
