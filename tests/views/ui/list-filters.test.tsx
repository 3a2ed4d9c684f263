import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterSelect, SearchForm } from '../../../src/ui/list-filters';

describe('the list filters', () => {
  it('sends the words typed, trimmed, only when Search is pressed', async () => {
    const onSearch = vi.fn();
    render(<SearchForm label="Search users" placeholder="Name or email" onSearch={onSearch} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), '  Kemi ');
    expect(onSearch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith('Kemi');
  });

  it('offers All first and answers it as no filter', async () => {
    const onChange = vi.fn();
    const options = [{ value: 'active', label: 'Active' }];
    render(<FilterSelect label="Status" value="active" options={options} all="All statuses" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['All statuses', 'Active']);
    await userEvent.selectOptions(select, 'All statuses');
    expect(onChange).toHaveBeenCalledWith('');
  });
});
