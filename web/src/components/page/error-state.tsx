interface ErrorStateProps {
  message?: string;
  onRetry?: () => void;
  retryLabel?: string;
}

/** A failed load with the spec's wording ('Something Went Wrong...' and Try Again by default). */
export function ErrorState({ message = 'Something Went Wrong...', onRetry, retryLabel = 'Try Again' }: ErrorStateProps) {
  return (
    <div className="page-state page-state--error" role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="page-button" onClick={onRetry}>
          {retryLabel}
        </button>
      )}
    </div>
  );
}
