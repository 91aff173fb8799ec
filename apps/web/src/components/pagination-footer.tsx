import { ActionIcon, Button, Group, Select, Text } from '@mantine/core';
import { paginationWindow } from '@claims/shared';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type PaginationFooterProps = {
  // 1-based
  page: number;
  pageSize: number;
  total: number;
  // more items match than `total`, which is where the list stops counting
  capped?: boolean;
  // shown after the range, e.g. a way to count every match
  extra?: ReactNode;
  // the list's PAGE_SIZES options
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
};

// Under a list: the range shown and total, an 'Items per page' select, and up to 5 page numbers around
// the current page (paginationWindow) with previous/next.
export const PaginationFooter = ({
  page,
  pageSize,
  total,
  capped = false,
  extra,
  pageSizes,
  onPageChange,
  onPageSizeChange,
}: PaginationFooterProps) => {
  const { t } = useTranslation();
  const sizeLabelId = useId();
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), totalPages);
  const { first, last } = paginationWindow(current, totalPages);
  const pages = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  const from = total === 0 ? 0 : (current - 1) * pageSize + 1;
  const to = Math.min(total, current * pageSize);

  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" id={sizeLabelId} component="span">
          {t('common.itemsPerPage')}
        </Text>
        <Select
          aria-labelledby={sizeLabelId}
          w={88}
          size="xs"
          data={pageSizes.map((size) => ({ value: String(size), label: String(size) }))}
          value={String(pageSize)}
          allowDeselect={false}
          onChange={(value) => {
            if (value) onPageSizeChange(Number(value));
          }}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {t(capped ? 'common.rangeCapped' : 'common.range', { from, to, total })}
        </Text>
        {extra}
      </Group>
      <Group gap={4} component="nav" aria-label={t('common.pagination')} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          aria-label={t('common.previousPage')}
          disabled={current <= 1}
          onClick={() => onPageChange(current - 1)}
        >
          <IconChevronLeft size={16} aria-hidden="true" />
        </ActionIcon>
        {pages.map((number) => (
          <Button
            key={number}
            size="compact-sm"
            variant={number === current ? 'filled' : 'subtle'}
            aria-label={t('common.page', { page: number })}
            aria-current={number === current ? 'page' : undefined}
            onClick={() => onPageChange(number)}
          >
            {number}
          </Button>
        ))}
        <ActionIcon
          variant="subtle"
          aria-label={t('common.nextPage')}
          disabled={current >= totalPages}
          onClick={() => onPageChange(current + 1)}
        >
          <IconChevronRight size={16} aria-hidden="true" />
        </ActionIcon>
      </Group>
    </Group>
  );
};

export type ListPage = { page: number; size: number };

// The footer of a paged table: nothing while it is empty or loading, its pages once it has rows; a new
// page size starts again from the first page.
export const ListPageFooter = ({ list, total, pageSizes, onChange }: { list: ListPage; total: number | undefined; pageSizes: readonly number[]; onChange: (list: ListPage) => void }) =>
  total ? (
    <PaginationFooter
      page={list.page}
      pageSize={list.size}
      total={total}
      pageSizes={pageSizes}
      onPageChange={(page) => onChange({ ...list, page })}
      onPageSizeChange={(size) => onChange({ size, page: 1 })}
    />
  ) : null;
