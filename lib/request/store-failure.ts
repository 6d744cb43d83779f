/**
 * When a visitor may try again after the database refused to store what they sent (a contact
 * request, a newsletter address, an inspection report or its request): the forms' messages say
 * "try again in a minute", and every route that answers 503 for a store failure sends this as
 * Retry-After, so a client or a proxy that honours the header waits as long as the person is told to.
 */
export const STORE_FAILURE_RETRY_AFTER_SECONDS = 60;

/** The headers of a 503 for a store failure: never cached, and when to come back. */
export const STORE_FAILURE_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'cache-control': 'no-store',
  'retry-after': String(STORE_FAILURE_RETRY_AFTER_SECONDS),
});
