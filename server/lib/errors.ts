// Domain errors carry the HTTP status and the Norwegian message the spec gives; one handler maps them.
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const notFound = (message = "Ikke funnet") => new HttpError(404, message);
export const unprocessable = (message: string, errors?: Record<string, string[]>) =>
  new HttpError(422, message, errors);
