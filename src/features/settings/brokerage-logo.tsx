import { IMAGE_KINDS } from '../../../domain/upload';
import { useUploadWizard, type UploadWizardOptions } from '../../app/uploads/use-upload-wizard';
import { UploadWizardView } from '../../ui/upload-wizard-view';
import { useStoredImage } from './use-stored-image';

export type LogoUpload<T> = {
  /** Sends the logo (with the wizard's abort signal and progress). */
  send: UploadWizardOptions<T>['send'];
  onUploaded: (answer: T) => void;
};

type BrokerageLogoProps<T> = {
  brokerage: string;
  logoUrl: string | null;
  /** Absent for users who may not change the logo: they only see it. */
  upload?: LogoUpload<T>;
};

function LogoImage({ brokerage, logoUrl, preview }: { brokerage: string; logoUrl: string | null; preview: string | null }) {
  const stored = useStoredImage(logoUrl);
  const shown = preview ?? stored;
  if (!shown) {
    return (
      <span className="flex h-20 w-32 items-center justify-center rounded-lg bg-slate-100 text-xs text-slate-500 ring-1 ring-slate-200">
        {logoUrl ? 'Loading logo' : 'No logo yet'}
      </span>
    );
  }
  return (
    <img
      src={shown}
      alt={preview ? 'Preview of the new logo' : `Logo of ${brokerage}`}
      className="h-20 w-32 rounded-lg object-contain ring-1 ring-slate-200"
    />
  );
}

function EditableLogo<T>({ brokerage, logoUrl, upload }: { brokerage: string; logoUrl: string | null; upload: LogoUpload<T> }) {
  const wizard = useUploadWizard({ accept: IMAGE_KINDS, confirm: true, ...upload });
  return (
    <div className="flex flex-wrap items-center gap-4">
      <LogoImage brokerage={brokerage} logoUrl={logoUrl} preview={wizard.slot === 'uploaded' ? null : wizard.previewUrl} />
      <UploadWizardView wizard={wizard} chooseLabel="Choose a logo" sendLabel="Upload logo" />
    </div>
  );
}

/** The brokerage's logo; a new one is checked as the spec says, previewed, then uploaded with its progress. */
export function BrokerageLogo<T>({ brokerage, logoUrl, upload }: BrokerageLogoProps<T>) {
  if (upload) return <EditableLogo brokerage={brokerage} logoUrl={logoUrl} upload={upload} />;
  return (
    <div className="flex flex-wrap items-center gap-4">
      <LogoImage brokerage={brokerage} logoUrl={logoUrl} preview={null} />
    </div>
  );
}
