import { IMAGE_KINDS } from '../../../domain/upload';
import { useUploadWizard, type UploadWizardOptions } from '../../app/uploads/use-upload-wizard';
import { UploadWizardView } from '../../ui/upload-wizard-view';
import { StoredAvatar } from './stored-avatar';

type AvatarPickerProps<T> = {
  /** Whose picture it is, for the image's text alternative. */
  owner: string;
  storedUri: string | null;
  /** Sends the picture to the screen's endpoint (with the wizard's abort signal and progress). */
  send: UploadWizardOptions<T>['send'];
  /** The server took the picture: `answer` is what `send` resolved with. */
  onUploaded: (answer: T) => void;
};

/** Shows the current picture; a new one is checked as the spec says, previewed, then uploaded with its progress. */
export function AvatarPicker<T>({ owner, storedUri, send, onUploaded }: AvatarPickerProps<T>) {
  const upload = useUploadWizard({ accept: IMAGE_KINDS, confirm: true, send, onUploaded });
  const preview = upload.slot === 'uploaded' ? null : upload.previewUrl;
  return (
    <div className="flex flex-wrap items-center gap-4">
      {preview ? (
        <img src={preview} alt="Preview of the new picture" className="size-20 rounded-full object-cover ring-1 ring-slate-200" />
      ) : (
        <StoredAvatar uri={storedUri} alt={`Picture of ${owner}`} />
      )}
      <UploadWizardView wizard={upload} chooseLabel="Choose a picture" sendLabel="Upload picture" />
    </div>
  );
}
