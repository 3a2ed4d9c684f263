import { claimStatusMachine } from '../../machines/claims/claim-status.machine';
import { claimsMachine } from '../../machines/claims/claims.machine';
import { claimsRules } from '../../machines/claims/claims.rules';
import { endorsementLifecycleMachine } from '../../machines/endorsement-lifecycle/endorsement-lifecycle.machine';
import { endorsementLifecycleRules } from '../../machines/endorsement-lifecycle/endorsement-lifecycle.rules';
import { invoiceLifecycleMachine } from '../../machines/invoice-lifecycle/invoice-lifecycle.machine';
import { invoiceLifecycleRules } from '../../machines/invoice-lifecycle/invoice-lifecycle.rules';
import { mailConnectionMachine } from '../../machines/mail-connection/mail-connection.machine';
import { mailConnectionRules } from '../../machines/mail-connection/mail-connection.rules';
import { mailTemplatesMachine } from '../../machines/mail-templates/mail-templates.machine';
import { mailTemplatesRules } from '../../machines/mail-templates/mail-templates.rules';
import { notificationsMachine } from '../../machines/notifications/notifications.machine';
import { notificationsRules } from '../../machines/notifications/notifications.rules';
import { pdfTemplateEditorMachine } from '../../machines/pdf-template-editor/pdf-template-editor.machine';
import { pdfTemplateEditorRules } from '../../machines/pdf-template-editor/pdf-template-editor.rules';
import { policyLifecycleMachine } from '../../machines/policy-lifecycle/policy-lifecycle.machine';
import { policyLifecycleRules } from '../../machines/policy-lifecycle/policy-lifecycle.rules';
import { quoteApprovalMachine } from '../../machines/quote-approval/quote-approval.machine';
import { quoteApprovalRules } from '../../machines/quote-approval/quote-approval.rules';
import { sessionMachine } from '../../machines/session/session.machine';
import { sessionRules } from '../../machines/session/session.rules';
import { signingPageMachine } from '../../machines/signing-page/signing-page.machine';
import { signingPageRules } from '../../machines/signing-page/signing-page.rules';
import { signingRequestMachine } from '../../machines/signing-request/signing-request.machine';
import { signingRequestRules } from '../../machines/signing-request/signing-request.rules';
import { checkoutMachine } from '../../machines/subscription-checkout/checkout.machine';
import { subscriptionCheckoutRules } from '../../machines/subscription-checkout/checkout.rules';
import { transactionApprovalMachine } from '../../machines/transaction-approval/transaction-approval.machine';
import { transactionApprovalRules } from '../../machines/transaction-approval/transaction-approval.rules';
import { uploadWizardMachine } from '../../machines/upload-wizard/upload-wizard.machine';
import { uploadWizardRules } from '../../machines/upload-wizard/upload-wizard.rules';
import { claimStatusModel } from '../machines/claim-status.model';
import { ClaimStatusScreen } from '../machines/claim-status.screen';
import { claimsModel } from '../machines/claims.model';
import { ClaimsScreen, inertClaimsMachine } from '../machines/claims.screen';
import { endorsementLifecycleModel } from '../machines/endorsement-lifecycle.model';
import { EndorsementLifecycleScreen, inertEndorsementMachine } from '../machines/endorsement-lifecycle.screen';
import { invoiceLifecycleModel } from '../machines/invoice-lifecycle.model';
import { inertInvoiceMachine, InvoiceLifecycleScreen } from '../machines/invoice-lifecycle.screen';
import { mailConnectionModel } from '../machines/mail-connection.model';
import { inertMailConnectionMachine, MailConnectionScreen } from '../machines/mail-connection.screen';
import { mailTemplatesModel } from '../machines/mail-templates.model';
import { inertMailTemplatesMachine, MailTemplatesScreen } from '../machines/mail-templates.screen';
import { notificationsModel } from '../machines/notifications.model';
import { inertNotificationsMachine, NotificationsScreen } from '../machines/notifications.screen';
import { pdfTemplateEditorModel } from '../machines/pdf-template-editor.model';
import { inertPdfTemplateEditorMachine, PdfTemplateEditorScreen } from '../machines/pdf-template-editor.screen';
import { policyLifecycleModel } from '../machines/policy-lifecycle.model';
import { inertPolicyMachine, PolicyLifecycleScreen } from '../machines/policy-lifecycle.screen';
import { quoteApprovalModel } from '../machines/quote-approval.model';
import { inertQuoteMachine, QuoteApprovalScreen } from '../machines/quote-approval.screen';
import { sessionModel } from '../machines/session.model';
import { inertSessionWalkMachine, SessionScreen } from '../machines/session.screen';
import { signingPageModel } from '../machines/signing-page.model';
import { inertSigningPageMachine, SigningPageScreen } from '../machines/signing-page.screen';
import { signingRequestModel } from '../machines/signing-request.model';
import { inertSigningRequestMachine, SigningRequestScreen } from '../machines/signing-request.screen';
import { subscriptionCheckoutModel } from '../machines/subscription-checkout.model';
import { inertCheckoutMachine, SubscriptionCheckoutScreen } from '../machines/subscription-checkout.screen';
import { transactionApprovalModel } from '../machines/transaction-approval.model';
import { inertTransactionMachine, TransactionApprovalScreen } from '../machines/transaction-approval.screen';
import { uploadWizardModel } from '../machines/upload-wizard.model';
import { inertUploadWizardMachine, UploadWizardScreen } from '../machines/upload-wizard.screen';
import type { GuardRules } from '../../machines/guard-rules';
import type { MachineModel } from './machine-model';
import type { ComponentType } from 'react';
import type { ActorRefFrom, AnyActorRef, AnyStateMachine, EventObject } from 'xstate';

export interface CatalogueEntry {
  /** Names the machine in story parameters and in docs/machines/<id>.md. */
  id: string;
  machine: AnyStateMachine;
  /** The Storybook title of the machine's state stories; its diagram lives at `${title}/Diagram`. */
  title: string;
  /** What the walker and the paths list on the Diagram page run: see `walkOf`. */
  walk?: MachineWalk;
  /** The rules behind each named guard (machines/<id>/<id>.rules.ts). */
  rules?: GuardRules;
}

/** The machine as its state stories provide it (stub actors), the model its tests walk, and the real view of each state. */
export interface MachineWalk {
  machine: AnyStateMachine;
  model: MachineModel;
  View: ComponentType<{ actor: AnyActorRef }>;
}

export function walkOf<TMachine extends AnyStateMachine, TEvent extends EventObject>(
  machine: TMachine,
  model: MachineModel<TEvent>,
  View: ComponentType<{ actor: ActorRefFrom<TMachine> }>,
): MachineWalk {
  return { machine, model: model as unknown as MachineModel, View: View as unknown as ComponentType<{ actor: AnyActorRef }> };
}

/** What every story of a machine's state declares, so coverage can be checked against the machine. */
export interface MachineStoryParameters {
  machine: string;
  /** A leaf state as a dotted path, e.g. 'signedOut.failed'. */
  state: string;
}

/** What a diagram story declares: the catalogue id of the machine it draws. */
export interface DiagramStoryParameters {
  diagram: string;
}

/** What a diagram story takes from its URL: a walk to replay (see machine-walk.ts `encodeWalk`). */
export interface DiagramStoryArgs {
  walk?: string;
}

/** The single place a machine is registered for stories, diagrams and coverage. */
export const machineCatalogue: CatalogueEntry[] = [
  {
    id: 'session',
    machine: sessionMachine,
    title: 'Machines/Session',
    walk: walkOf(inertSessionWalkMachine, sessionModel, SessionScreen),
    rules: sessionRules,
  },
  {
    id: 'subscription-checkout',
    machine: checkoutMachine,
    title: 'Machines/Subscription checkout',
    walk: walkOf(inertCheckoutMachine, subscriptionCheckoutModel, SubscriptionCheckoutScreen),
    rules: subscriptionCheckoutRules,
  },
  {
    id: 'notifications',
    machine: notificationsMachine,
    title: 'Machines/Notifications',
    walk: walkOf(inertNotificationsMachine, notificationsModel, NotificationsScreen),
    rules: notificationsRules,
  },
  {
    id: 'upload-wizard',
    machine: uploadWizardMachine,
    title: 'Machines/Upload wizard',
    walk: walkOf(inertUploadWizardMachine, uploadWizardModel, UploadWizardScreen),
    rules: uploadWizardRules,
  },
  {
    id: 'transaction-approval',
    machine: transactionApprovalMachine,
    title: 'Machines/Transaction approval',
    walk: walkOf(inertTransactionMachine, transactionApprovalModel, TransactionApprovalScreen),
    rules: transactionApprovalRules,
  },
  {
    id: 'invoice-lifecycle',
    machine: invoiceLifecycleMachine,
    title: 'Machines/Invoice lifecycle',
    walk: walkOf(inertInvoiceMachine, invoiceLifecycleModel, InvoiceLifecycleScreen),
    rules: invoiceLifecycleRules,
  },
  {
    id: 'policy-lifecycle',
    machine: policyLifecycleMachine,
    title: 'Machines/Policy lifecycle',
    walk: walkOf(inertPolicyMachine, policyLifecycleModel, PolicyLifecycleScreen),
    rules: policyLifecycleRules,
  },
  {
    id: 'endorsement-lifecycle',
    machine: endorsementLifecycleMachine,
    title: 'Machines/Endorsement lifecycle',
    walk: walkOf(inertEndorsementMachine, endorsementLifecycleModel, EndorsementLifecycleScreen),
    rules: endorsementLifecycleRules,
  },
  {
    id: 'claim-status',
    machine: claimStatusMachine,
    title: 'Machines/Claim status',
    // No stub actors: the machine calls nothing, and it has no guards (its moves are the domain's table itself).
    walk: walkOf(claimStatusMachine, claimStatusModel, ClaimStatusScreen),
  },
  {
    id: 'claims',
    machine: claimsMachine,
    title: 'Machines/Claims',
    walk: walkOf(inertClaimsMachine, claimsModel, ClaimsScreen),
    rules: claimsRules,
  },
  {
    id: 'quote-approval',
    machine: quoteApprovalMachine,
    title: 'Machines/Quote approval',
    walk: walkOf(inertQuoteMachine, quoteApprovalModel, QuoteApprovalScreen),
    rules: quoteApprovalRules,
  },
  {
    id: 'mail-connection',
    machine: mailConnectionMachine,
    title: 'Machines/Mail connection',
    walk: walkOf(inertMailConnectionMachine, mailConnectionModel, MailConnectionScreen),
    rules: mailConnectionRules,
  },
  {
    id: 'mail-templates',
    machine: mailTemplatesMachine,
    title: 'Machines/Mail templates',
    walk: walkOf(inertMailTemplatesMachine, mailTemplatesModel, MailTemplatesScreen),
    rules: mailTemplatesRules,
  },
  {
    id: 'signing-request',
    machine: signingRequestMachine,
    title: 'Machines/Signing request',
    walk: walkOf(inertSigningRequestMachine, signingRequestModel, SigningRequestScreen),
    rules: signingRequestRules,
  },
  {
    id: 'signing-page',
    machine: signingPageMachine,
    title: 'Machines/Signing page',
    walk: walkOf(inertSigningPageMachine, signingPageModel, SigningPageScreen),
    rules: signingPageRules,
  },
  {
    id: 'pdf-template-editor',
    machine: pdfTemplateEditorMachine,
    title: 'Machines/PDF template editor',
    walk: walkOf(inertPdfTemplateEditorMachine, pdfTemplateEditorModel, PdfTemplateEditorScreen),
    rules: pdfTemplateEditorRules,
  },
];

export function catalogueEntry(id: string): CatalogueEntry {
  const entry = machineCatalogue.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`No machine "${id}" in stories/support/machine-catalogue.ts`);
  return entry;
}
