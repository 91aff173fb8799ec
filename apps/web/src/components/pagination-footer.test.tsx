import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { PaginationFooter } from './pagination-footer';

const renderFooter = (props: { page: number; total: number; capped?: boolean }) => {
  const onPageChange = vi.fn();
  const result = renderWithProviders(
    <PaginationFooter pageSize={23} pageSizes={[23, 50, 100]} onPageChange={onPageChange} onPageSizeChange={vi.fn()} {...props} />,
  );
  return { ...result, onPageChange };
};

describe('PaginationFooter', () => {
  it('writes the range and the total with thousands separators', () => {
    renderFooter({ page: 50, total: 1200 });
    expect(screen.getByText('1,128–1,150 of 1,200')).toBeInTheDocument();
  });

  it('marks a total counted only up to the window', () => {
    renderFooter({ page: 1, total: 10_000, capped: true });
    expect(screen.getByText('1–23 of 10,000+')).toBeInTheDocument();
  });

  it('shows a page past the last as the last page', async () => {
    const { user, onPageChange } = renderFooter({ page: 99, total: 50 });
    expect(screen.getByText('47–50 of 50')).toBeInTheDocument();
    const pages = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(pages.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
