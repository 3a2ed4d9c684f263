import type { GuardRules } from '../guard-rules';

/** The rules behind each guard of the upload wizard (upload-wizard.machine.ts). */
export const uploadWizardRules: GuardRules = {
  fileRefused: {
    calls: 'domain/upload.ts checkChosenFile',
    decides:
      'The chosen file is refused: over 2 MB, a name over 60 characters or with special characters, or a kind the screen does not take.',
    spec: 'Back-office specification §5 Validation rules › Receipt upload',
    test: 'tests/domain/upload.test.ts',
  },
  sendsAtOnce: {
    calls: null,
    decides: 'The screen sends a checked file at once rather than asking the person to confirm it (how the screen started the wizard).',
    spec: 'None: how each screen uses the upload wizard',
    test: 'tests/machines/upload-wizard.machine.test.ts',
  },
};
