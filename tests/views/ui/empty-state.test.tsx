import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from '../../../src/ui/empty-state';

describe('EmptyState', () => {
  it('shows a title, a description and an action', () => {
    render(
      <EmptyState
        title="No claims yet"
        description="Registered claims appear here."
        action={<a href="/claims/create">Register claims</a>}
      />,
    );
    expect(screen.getByText('No claims yet')).toBeInTheDocument();
    expect(screen.getByText('Registered claims appear here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register claims' })).toHaveAttribute('href', '/claims/create');
  });

  it('shows only the title when that is all it has', () => {
    const { container } = render(<EmptyState title="No records found" />);
    expect(container).toHaveTextContent(/^No records found$/);
  });
});
