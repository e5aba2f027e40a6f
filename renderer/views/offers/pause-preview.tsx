import { useId, useState } from 'react';

/** What pausing does to one subscription, dates already formatted. */
export interface PausePreviewItem {
  /** The subscription id; keys the card. */
  id: string;
  /** e.g. the plan name. */
  title: string;
  renewalDate: string;
  pauseFrom: string;
  pauseTo: string;
}

/** Translated labels of the preview cards and their pager. */
export interface PausePreviewLabels {
  renewalDate: string;
  pauseFrom: string;
  pauseTo: string;
  /** Accessible names of the arrow buttons. */
  previous: string;
  next: string;
}

/** Props of {@link PausePreview}. */
export interface PausePreviewProps {
  previews: PausePreviewItem[];
  labels: PausePreviewLabels;
}

/** One preview card at a time, with previous/next arrows when there are several subscriptions. */
export function PausePreview({ previews, labels }: PausePreviewProps) {
  const [page, setPage] = useState(0);
  const headingId = useId();
  if (previews.length === 0) return null;
  // The list can shrink under us (customer refreshed); stay on a card that exists.
  const index = Math.min(page, previews.length - 1);
  const preview = previews[index];
  if (!preview) return null;
  const paged = previews.length > 1;

  return (
    <div className="hf-pause-preview">
      <section
        className="hf-preview-card"
        aria-labelledby={headingId}
        aria-live={paged ? 'polite' : undefined}
      >
        <h3 id={headingId} className="hf-preview-card__title">
          {preview.title}
        </h3>
        <dl className="hf-preview-card__facts">
          <div>
            <dt>{labels.renewalDate}</dt>
            <dd>{preview.renewalDate}</dd>
          </div>
          <div>
            <dt>{labels.pauseFrom}</dt>
            <dd>{preview.pauseFrom}</dd>
          </div>
          <div>
            <dt>{labels.pauseTo}</dt>
            <dd>{preview.pauseTo}</dd>
          </div>
        </dl>
      </section>
      {paged && (
        <div className="hf-pager">
          <button
            type="button"
            className="hf-pager__arrow"
            aria-label={labels.previous}
            disabled={index === 0}
            onClick={() => setPage(index - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <span className="hf-pager__position">
            {index + 1} / {previews.length}
          </span>
          <button
            type="button"
            className="hf-pager__arrow"
            aria-label={labels.next}
            disabled={index === previews.length - 1}
            onClick={() => setPage(index + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </div>
  );
}
