import { FilePreview } from './file-preview';
import { Loading } from './loading';
import { useObjectUrl } from './use-object-url';

/** A file fetched with the session (a PDF print), shown through an object URL revoked when the preview closes. */
export function BlobPreview({ blob, fileName, preparing }: { blob: Blob; fileName: string; preparing: string }) {
  const url = useObjectUrl(blob);
  if (!url) return <Loading label={preparing} />;
  return <FilePreview url={url} fileName={fileName} mimeType={blob.type || 'application/pdf'} />;
}
