import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Loading } from '../../../src/ui/loading';

describe('Loading', () => {
  it('is a status named Loading by default, with the text for screen readers only', () => {
    render(<Loading />);
    const status = screen.getByRole('status', { name: '' });
    expect(status).toHaveTextContent('Loading');
    expect(screen.getByText('Loading')).toHaveClass('sr-only');
  });

  it('takes its own label', () => {
    render(<Loading label="Loading invoices" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading invoices');
  });

  it('covers the page and shows its label in the full-page variant', () => {
    render(<Loading fullPage label="Signing you in" />);
    const status = screen.getByRole('status');
    expect(status).toHaveClass('fixed', 'inset-0');
    expect(screen.getByText('Signing you in')).not.toHaveClass('sr-only');
  });
});
