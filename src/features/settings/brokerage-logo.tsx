import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { checkUpload } from '../../../domain/upload';
import { Button } from '../../ui/button';
import { CHOOSE_PNG_OR_JPEG } from './avatar-picker';
import { useStoredImage } from './use-stored-image';

const IMAGE_TYPES = ['image/png', 'image/jpeg'];

type BrokerageLogoProps = {
  brokerage: string;
  logoUrl: string | null;
  /** Absent for users who may not change the logo: they only see it. */
  upload?: (file: File) => Promise<boolean>;
  sending?: boolean;
  failure?: string | null;
};

/** The brokerage's logo; a new one is checked as the spec says and previewed before it is sent. */
export function BrokerageLogo({ brokerage, logoUrl, upload, sending = false, failure = null }: BrokerageLogoProps) {
  const inputId = useId();
  const stored = useStoredImage(logoUrl);
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
    if (chosen && upload && (await upload(chosen.file))) setChosen(null);
  };

  const shown = chosen?.preview ?? stored;
  const shownProblem = problem ?? (chosen ? failure : null);
  return (
    <div className="flex flex-wrap items-center gap-4">
      {shown ? (
        <img src={shown} alt={chosen ? 'Preview of the new logo' : `Logo of ${brokerage}`} className="h-20 w-32 rounded-lg object-contain ring-1 ring-slate-200" />
      ) : (
        <span className="flex h-20 w-32 items-center justify-center rounded-lg bg-slate-100 text-xs text-slate-500 ring-1 ring-slate-200">
          {logoUrl ? 'Loading logo' : 'No logo yet'}
        </span>
      )}
      {upload && (
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <label
              htmlFor={inputId}
              className="cursor-pointer rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-within:ring-2 focus-within:ring-brand-500"
            >
              Choose a logo
              <input id={inputId} type="file" accept="image/png,image/jpeg" className="sr-only" onChange={choose} />
            </label>
            {chosen && (
              <>
                <Button onClick={() => void send()} busy={sending}>
                  Upload logo
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
      )}
    </div>
  );
}
