/** Where the report upload lives: the page, the endpoint its form posts to, and the file field's name. */
export const UPLOAD_PAGE = '/inspection-report';
export const UPLOAD_ENDPOINT = '/api/inspection-report';
export const UPLOAD_FIELD = 'report';

export function resultsPath(id: string): string {
  return `${UPLOAD_PAGE}/${id}`;
}

export function requestEndpoint(id: string): string {
  return `${UPLOAD_ENDPOINT}/${id}/request`;
}
