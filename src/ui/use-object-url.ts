import { useEffect, useState } from 'react';

/** An address an <img>, an <iframe> or a link can show a file or a blob at, revoked when it goes. */
export function useObjectUrl(blob: Blob | null): string | null {
  const [shown, setShown] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    // jsdom has no object URLs; a browser always does.
    if (!blob || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(blob);
    setShown({ blob, url });
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return shown && shown.blob === blob ? shown.url : null;
}
