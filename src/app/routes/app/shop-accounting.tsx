import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ShopAccountingScreen } from '../../features/shop-accounting/components/shop-accounting-screen.tsx';
import { parseShopSearch, type ShopSearch } from '../../features/shop-accounting/shop-search.ts';
import { ScreenFrame } from '../../shell/screen-frame.tsx';

function ShopAccountingPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const handleChange = useCallback(
    (next: ShopSearch) => void navigate({ search: next, replace: true }),
    [navigate],
  );
  return (
    <ScreenFrame title={msg`Shop accounting`}>
      <ShopAccountingScreen search={search} onSearchChange={handleChange} />
    </ScreenFrame>
  );
}

export const Route = createFileRoute('/app/shop-accounting')({
  validateSearch: parseShopSearch,
  component: ShopAccountingPage,
});
