import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { checkUpload } from '../../../domain/upload';
import { Button } from '../../ui/button';
import { StoredAvatar } from './stored-avatar';

export const CHOOSE_PNG_OR_JPEG = 'Choose a PNG or JPEG file';
const IMAGE_TYPES = ['image/png', 'image/jpeg'];

type AvatarPickerProps = {
  /** Whose picture it is, for the image's text alternative. */
  owner: string;
  storedUri: string | null;
  /** Sends the picture; resolves true when the server took it. */
  upload: (file: File) => Promise<boolean>;
  sending: boolean;
  failure: string | null;
};

/** Shows the current picture, checks a new one as the spec says before anything is sent, and previews it. */
export function AvatarPicker({ owner, storedUri, upload, sending, failure }: AvatarPickerProps) {
  const inputId = useId();
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.preview) : undefined), [chosen]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = event.target.files ?? [];
    const file = files[0];
    event.target.value = '';
    if (!file) return;
    const message = checkUpload(files) ?? (IMAGE_TYPES.includes(file.type) ? null : CHOOSE_PNG_OR_JPEG);
    setProblem(message);
    setChosen(message ? null : { file, preview: URL.createObjectURL(file) });
  };

  const send = async () => {
    if (chosen && (await upload(chosen.file))) setChosen(null);
  };

  const shownProblem = problem ?? (chosen ? failure : null);
  return (
    <div className="flex flex-wrap items-center gap-4">
      {chosen ? (
        <img src={chosen.preview} alt="Preview of the new picture" className="size-20 rounded-full object-cover ring-1 ring-slate-200" />
      ) : (
        <StoredAvatar uri={storedUri} alt={`Picture of ${owner}`} />
      )}
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <label
            htmlFor={inputId}
            className="cursor-pointer rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-within:ring-2 focus-within:ring-brand-500"
          >
            Choose a picture
            <input id={inputId} type="file" accept="image/png,image/jpeg" className="sr-only" onChange={choose} />
          </label>
          {chosen && (
            <>
              <Button onClick={() => void send()} busy={sending}>
                Upload picture
              </Button>
              <Button variant="ghost" onClick={() => setChosen(null)} disabled={sending}>
                Cancel
              </Button>
            </>
          )}
        </div>
        <p className="text-xs text-slate-500">PNG or JPEG, at most 2MB; a name of at most 60 characters without special characters.</p>
        {shownProblem && (
          <p role="alert" className="text-sm text-red-700">
            {shownProblem}
          </p>
        )}
      </div>
    </div>
  );
}
