interface Props {
  count: number;
  className?: string;
}

/** Card-shaped placeholders of the real cards' size, so the page does not jump when data arrives. */
export function ProductGridSkeleton({ count, className = 'sf-grid' }: Props) {
  return (
    <div className={className} aria-hidden data-testid="products-loading">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="sf-card sf-card--skeleton">
          <div className="sf-card__media sf-skeleton" />
          <div className="sf-skeleton sf-skeleton--line" />
          <div className="sf-skeleton sf-skeleton--line sf-skeleton--short" />
        </div>
      ))}
    </div>
  );
}
