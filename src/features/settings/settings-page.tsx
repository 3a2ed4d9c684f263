import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { PageHeader } from '../../ui/page-header';
import { BranchesPanel } from './branches-panel';
import { BrokerageProfilePanel } from './brokerage-profile-panel';
import { CoBrokersPanel } from './co-brokers-panel';
import { InsurersPanel } from './insurers-panel';
import { MyProfilePanel } from './my-profile-panel';
import { PremiumAccountsPanel } from './premium-accounts-panel';
import { SignatoriesPanel } from './signatories-panel';

// Every signed-in user may read each of these; what they may change is decided inside each panel.
const TABS = [
  { name: 'My profile', Panel: MyProfilePanel },
  { name: 'My insurers', Panel: InsurersPanel },
  { name: 'Brokerage profile', Panel: BrokerageProfilePanel },
  { name: 'Branches', Panel: BranchesPanel },
  { name: 'Premium accounts', Panel: PremiumAccountsPanel },
  { name: 'Signatories', Panel: SignatoriesPanel },
  { name: 'Co-brokers', Panel: CoBrokersPanel },
] as const;

/** /settings: the person's own profile and insurers, and the brokerage's profile, branches, accounts and signatories. */
export function SettingsPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Settings" />
      <TabGroup>
        <TabList aria-label="Settings" className="flex flex-wrap gap-1 border-b border-slate-200">
          {TABS.map(({ name }) => (
            <Tab
              key={name}
              className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 focus:outline-none data-focus:ring-2 data-focus:ring-brand-500 data-selected:border-brand-600 data-selected:text-brand-700"
            >
              {name}
            </Tab>
          ))}
        </TabList>
        <TabPanels className="pt-6">
          {TABS.map(({ name, Panel }) => (
            <TabPanel key={name} unmount>
              <Panel />
            </TabPanel>
          ))}
        </TabPanels>
      </TabGroup>
    </div>
  );
}
