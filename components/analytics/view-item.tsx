/**
 * Marks the page as the view of one item (an article, a service in a city). AnalyticsListener reads it
 * with the page view and sends view_item, so pages need no client code of their own.
 */
export function ViewItem({ id, name, category }: { id: string; name: string; category: string }) {
  return <span hidden data-view-item-id={id} data-view-item-name={name} data-view-item-category={category} />;
}
