import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as detailsStories from '../../../stories/products/product-details.stories';
import * as editorStories from '../../../stories/products/product-editor.stories';
import * as listStories from '../../../stories/products/products-page.stories';

const list = composeStories(listStories);
const editor = composeStories(editorStories);
const details = composeStories(detailsStories);

// Lazy screens take a moment to load the first time.
const slow = { timeout: 5000 };

/** What a person sees in each story; a story added without an entry here does not compile. */
const listExpectations: Record<keyof typeof list, () => Promise<void>> = {
  Loading: async () => {
    expect(await screen.findByText('Loading products', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
  },
  Failed: async () => {
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Network error, please try again');
  },
  Empty: async () => {
    expect(await screen.findByText('No products match', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New product' })).toHaveAttribute('href', '/product');
  },
  Filled: async () => {
    const table = await screen.findByRole('table', { name: 'Products', busy: false }, slow);
    const motor = within(table).getByRole('row', { name: /Private Motor Comprehensive/ });
    expect(
      within(motor)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Private Motor Comprehensive', 'Leadway', 'Motor', 'Comprehensive', '12 Months', '12.50%', 'Archive']);
    expect(within(table).getByRole('row', { name: /Schengen Single Trip/ })).toHaveTextContent('₦2,500.00 flat');
    expect(within(table).getByRole('link', { name: 'Schengen Single Trip' })).toHaveAttribute('href', '/product/p-travel');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  },
  ReadOnly: async () => {
    expect(await screen.findByRole('link', { name: 'Private Motor Comprehensive' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New product' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Archive Private/ })).not.toBeInTheDocument();
  },
};

const editorExpectations: Record<keyof typeof editor, () => Promise<void>> = {
  Loading: async () => {
    const insurer = await screen.findByRole('combobox', { name: /Insurer/ }, slow);
    expect(within(insurer).getByRole('option', { name: 'Loading…' })).toBeInTheDocument();
  },
  Failed: async () => {
    const insurer = await screen.findByRole('combobox', { name: /Insurer/ }, slow);
    await waitFor(() => expect(insurer).toHaveAccessibleDescription('The list could not be loaded: Network error, please try again'));
  },
  Empty: async () => {
    expect(await screen.findByRole('form', { name: 'New product' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Leadway Assurance Company Limited' })).toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: /Category/ })).toBeDisabled();
    expect(
      within(screen.getByRole('group', { name: 'Add a part' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Add rules', 'Add limits', 'Add policy exceptions', 'Add premium rates', 'Add covers']);
  },
  Filled: async () => {
    expect(await screen.findByRole('textbox', { name: /Product name/ }, slow)).toHaveValue('Private Motor Comprehensive (copy)');
    expect(screen.getByRole('textbox', { name: /Rule 1/ })).toHaveValue('Vehicle must be inspected before cover starts');
    expect(screen.getByRole('textbox', { name: /Amount 1/ })).toHaveValue('3,000,000.00');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Flood Extension/ })).toBeChecked());
    expect(screen.getByRole('textbox', { name: 'Rate for Flood Extension (%)' })).toHaveValue('0.5');
  },
};

const detailsExpectations: Record<keyof typeof details, () => Promise<void>> = {
  Loading: async () => {
    expect(await screen.findByText('Loading the product', {}, slow)).toBeInTheDocument();
  },
  Failed: async () => {
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Product not found');
    expect(screen.getByRole('link', { name: 'Back to products' })).toHaveAttribute('href', '/products');
  },
  Empty: async () => {
    expect(await screen.findByRole('heading', { level: 1, name: 'Third Party Motor' }, slow)).toBeInTheDocument();
    expect(screen.getByText('No rules.')).toBeInTheDocument();
    expect(screen.getByText('No covers.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Travel plans' })).not.toBeInTheDocument();
  },
  Filled: async () => {
    const main = await screen.findByRole('region', { name: 'Main details' }, slow);
    expect(within(main).getByText('Leadway Assurance Company Limited')).toBeInTheDocument();
    expect(within(main).getByText('12.50%')).toBeInTheDocument();
    const limits = screen.getByRole('table', { name: 'Limits' });
    expect(within(limits).getByRole('row', { name: /Third party property damage/ })).toHaveTextContent('₦3,000,000.00');
    expect(within(screen.getByRole('table', { name: 'Premium rates' })).getByRole('row', { name: /Private saloon/ })).toHaveTextContent(
      '2.5%₦25,000.00',
    );
    expect(screen.getByRole('button', { name: 'Remove Flood Extension' })).toBeEnabled();
  },
  Travel: async () => {
    const plans = await screen.findByRole('table', { name: 'Travel plans', busy: false }, slow);
    expect(within(plans).getByRole('row', { name: /Schengen Basic/ })).toHaveTextContent('Schengen BasicSchengen area130₦18,500.00');
  },
  Archived: async () => {
    expect(await screen.findByRole('button', { name: 'Restore product' }, slow)).toBeEnabled();
    expect(screen.getByText(/This product is archived/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Flood Extension' })).not.toBeInTheDocument();
  },
};

describe('the products screens’ stories', () => {
  it.each(Object.entries(list))('products list: %s', async (name, Story) => {
    render(<Story />);
    await listExpectations[name as keyof typeof list]();
  });

  it.each(Object.entries(editor))('product editor: %s', async (name, Story) => {
    render(<Story />);
    await editorExpectations[name as keyof typeof editor]();
  });

  it.each(Object.entries(details))('product details: %s', async (name, Story) => {
    render(<Story />);
    await detailsExpectations[name as keyof typeof details]();
  });
});
