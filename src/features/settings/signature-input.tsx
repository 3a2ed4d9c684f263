import { UploadWizardView } from '../../ui/upload-wizard-view';
import { useStoredImage } from './use-stored-image';
import type { UploadWizard } from '../../app/uploads/use-upload-wizard';

type SignatureInputProps = {
  /** The stored signature's address, when there is one. */
  current: string | null;
  /** The form's upload wizard: it checks the image; the form sends it with its fields. */
  wizard: UploadWizard;
};

/** Picks a signature image, checked as the spec says before anything is sent, with a preview and the upload's progress. */
export function SignatureInput({ current, wizard }: SignatureInputProps) {
  const stored = useStoredImage(current);
  const preview = wizard.file ? wizard.previewUrl : null;
  const shown = preview ?? stored;
  return (
    <div className="flex flex-col gap-2 sm:col-span-2">
      <span className="text-sm font-medium text-slate-700">Signature</span>
      {shown && (
        <img
          src={shown}
          alt={preview ? 'Preview of the new signature' : 'Current signature'}
          className="h-14 w-40 rounded border border-slate-200 object-contain"
        />
      )}
      <UploadWizardView wizard={wizard} chooseLabel="Choose a signature image" />
    </div>
  );
}
