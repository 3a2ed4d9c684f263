import { useEffect, useState } from 'react';
import { downloadFile } from '../../api/files';
import { useServices } from '../../app/session/session-context';

/**
 * An address an <img> can show for a stored file (a bare stored name or its download address):
 * the file is fetched with the session and handed over as an object URL, revoked when it changes
 * or the view goes. Null while loading, without a file, or when it could not be fetched.
 */
export function useStoredImage(nameOrUrl: string | null): string | null {
  const { api } = useServices();
  const [source, setSource] = useState<{ for: string; url: string } | null>(null);
  useEffect(() => {
    if (!nameOrUrl) return;
    const controller = new AbortController();
    let url: string | null = null;
    downloadFile(api, nameOrUrl, controller.signal)
      .then((blob) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setSource({ for: nameOrUrl, url });
      })
      .catch(() => {
        // A missing image shows the place-holder; nothing to tell the user.
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [api, nameOrUrl]);
  return source && source.for === nameOrUrl ? source.url : null;
}
