import type { ReactElement } from 'react';

function reasonOf(error: unknown): string | null {
  return error instanceof Error && error.message ? error.message : null;
}

/** A spec message with the server's reason under it, so staff learn why (e.g. "name already exists"). */
export function failure(message: string, error: unknown): ReactElement {
  const reason = reasonOf(error);
  return (
    <span>
      {message}
      {reason && (
        <>
          <br />
          <small>{reason}</small>
        </>
      )}
    </span>
  );
}
