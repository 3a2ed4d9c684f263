import { claimStatusMachine } from '../../machines/claims/claim-status.machine';
import { claimsMachine } from '../../machines/claims/claims.machine';
import { endorsementLifecycleMachine } from '../../machines/endorsement-lifecycle/endorsement-lifecycle.machine';
import { invoiceLifecycleMachine } from '../../machines/invoice-lifecycle/invoice-lifecycle.machine';
import { invoiceLifecycleRules } from '../../machines/invoice-lifecycle/invoice-lifecycle.rules';
import { mailConnectionMachine } from '../../machines/mail-connection/mail-connection.machine';
import { notificationsMachine } from '../../machines/notifications/notifications.machine';
import { notificationsRules } from '../../machines/notifications/notifications.rules';
import { policyLifecycleMachine } from '../../machines/policy-lifecycle/policy-lifecycle.machine';
import { quoteApprovalMachine } from '../../machines/quote-approval/quote-approval.machine';
import { sessionMachine } from '../../machines/session/session.machine';
import { signingRequestMachine } from '../../machines/signing-request/signing-request.machine';
import { checkoutMachine } from '../../machines/subscription-checkout/checkout.machine';
import { transactionApprovalMachine } from '../../machines/transaction-approval/transaction-approval.machine';
import { transactionApprovalRules } from '../../machines/transaction-approval/transaction-approval.rules';
import { uploadWizardMachine } from '../../machines/upload-wizard/upload-wizard.machine';
import { invoiceLifecycleModel } from '../machines/invoice-lifecycle.model';
import { inertInvoiceMachine, InvoiceLifecycleScreen } from '../machines/invoice-lifecycle.screen';
import { notificationsModel } from '../machines/notifications.model';
import { inertNotificationsMachine, NotificationsScreen } from '../machines/notifications.screen';
import { transactionApprovalModel } from '../machines/transaction-approval.model';
import { inertTransactionMachine, TransactionApprovalScreen } from '../machines/transaction-approval.screen';
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
  { id: 'session', machine: sessionMachine, title: 'Machines/Session' },
  { id: 'subscription-checkout', machine: checkoutMachine, title: 'Machines/Subscription checkout' },
  {
    id: 'notifications',
    machine: notificationsMachine,
    title: 'Machines/Notifications',
    walk: walkOf(inertNotificationsMachine, notificationsModel, NotificationsScreen),
    rules: notificationsRules,
  },
  { id: 'upload-wizard', machine: uploadWizardMachine, title: 'Machines/Upload wizard' },
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
  { id: 'quote-approval', machine: quoteApprovalMachine, title: 'Machines/Quote approval' },
  { id: 'policy-lifecycle', machine: policyLifecycleMachine, title: 'Machines/Policy lifecycle' },
  { id: 'endorsement-lifecycle', machine: endorsementLifecycleMachine, title: 'Machines/Endorsement lifecycle' },
  { id: 'claim-status', machine: claimStatusMachine, title: 'Machines/Claim status' },
  { id: 'claims', machine: claimsMachine, title: 'Machines/Claims' },
  { id: 'mail-connection', machine: mailConnectionMachine, title: 'Machines/Mail connection' },
  { id: 'signing-request', machine: signingRequestMachine, title: 'Machines/Signing request' },
];

export function catalogueEntry(id: string): CatalogueEntry {
  const entry = machineCatalogue.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`No machine "${id}" in stories/support/machine-catalogue.ts`);
  return entry;
}
