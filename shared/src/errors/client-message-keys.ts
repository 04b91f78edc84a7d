/**
 * Message keys the client itself puts in a result when the server gave no body to read: an HTTP
 * failure from a proxy or gateway (spec 000 §8: Http404, Http500, Http504), a timeout, or no
 * connection at all. Translated like the server's keys (namespace `shared`, `messages.<Key>`).
 */
export const ClientMessageKey = {
  Http404: 'Http404',
  Http500: 'Http500',
  Http504: 'Http504',
  NetworkError: 'NetworkError',
  RequestFailed: 'RequestFailed',
} as const;

export type ClientMessageKeyValue = (typeof ClientMessageKey)[keyof typeof ClientMessageKey];

/** The client message for an HTTP failure that carried no readable body. */
export function messageForHttpStatus(httpStatus: number): ClientMessageKeyValue {
  if (httpStatus === 404) return ClientMessageKey.Http404;
  if (httpStatus === 504 || httpStatus === 408) return ClientMessageKey.Http504;
  if (httpStatus >= 500) return ClientMessageKey.Http500;
  if (httpStatus === 0) return ClientMessageKey.NetworkError;
  return ClientMessageKey.RequestFailed;
}
