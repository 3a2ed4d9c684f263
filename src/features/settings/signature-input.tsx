import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { checkUpload } from '../../../domain/upload';
import { CHOOSE_PNG_OR_JPEG } from './avatar-picker';
import { useStoredImage } from './use-stored-image';

const IMAGE_TYPES = ['image/png', 'image/jpeg'];

type SignatureInputProps = {
  /** The stored signature's address, when there is one. */
  current: string | null;
  onChange: (file: File | null) => void;
  error?: string | null;
};

/** Picks a signature image, checked as the spec says before anything is sent, with a preview. */
export function SignatureInput({ current, onChange, error }: SignatureInputProps) {
  const inputId = useId();
  const stored = useStoredImage(current);
  const [chosen, setChosen] = useState<{ name: string; preview: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.preview) : undefined), [chosen]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = event.target.files ?? [];
    const file = files[0];
    event.target.value = '';
    if (!file) return;
    const message = checkUpload(files) ?? (IMAGE_TYPES.includes(file.type) ? null : CHOOSE_PNG_OR_JPEG);
    setProblem(message);
    setChosen(message ? null : { name: file.name, preview: URL.createObjectURL(file) });
    onChange(message ? null : file);
  };

  const shown = chosen?.preview ?? stored;
  const shownProblem = problem ?? error;
  return (
    <div className="flex flex-col gap-2 sm:col-span-2">
      <span className="text-sm font-medium text-slate-700">Signature</span>
      <div className="flex flex-wrap items-center gap-3">
        {shown && <img src={shown} alt={chosen ? 'Preview of the new signature' : 'Current signature'} className="h-14 w-40 rounded border border-slate-200 object-contain" />}
        <label
          htmlFor={inputId}
          className="cursor-pointer rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-within:ring-2 focus-within:ring-brand-500"
        >
          Choose a signature image
          <input id={inputId} type="file" accept="image/png,image/jpeg" className="sr-only" onChange={choose} />
        </label>
        {chosen && <span className="text-xs text-slate-600">{chosen.name}</span>}
      </div>
      <p className="text-xs text-slate-500">PNG or JPEG, at most 2MB; a name of at most 60 characters without special characters.</p>
      {shownProblem && (
        <p role="alert" className="text-sm text-red-700">
          {shownProblem}
        </p>
      )}
    </div>
  );
}
