import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PalletReceiptVariant } from '../../../domain/pallet-receipts/pallet-receipt.ts';
import { useOnline } from '../../offline/use-outbox.ts';
import { locationProductsQuery, locationStockQuery, receiptLocationsQuery } from './queries.ts';
import { useReceiptScope } from './use-receipt-scope.ts';

const refreshMs = 5 * 60_000;

/**
 * While online, keeps on the device what a receipt needs: the locations that take receipts, each
 * one's products and, for stock counts, its balance — so a tablet that loses the network in the
 * yard can still make and sign receipts at any of them.
 */
export function useKeepReceiptsOnDevice(variant: PalletReceiptVariant) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const scope = useReceiptScope();
  const { customerId, locationId, isMarketWide } = scope;
  useEffect(() => {
    if (!online) return;
    const actor = { customerId, locationId, isMarketWide };
    const refresh = async () => {
      const locations = await queryClient.fetchQuery(receiptLocationsQuery(actor)).catch(() => []);
      for (const location of locations) {
        await queryClient.prefetchQuery(locationProductsQuery(actor, location.id));
        if (variant === 'inventory') await queryClient.prefetchQuery(locationStockQuery(actor, location.id));
      }
    };
    void refresh();
    const timer = setInterval(() => void refresh(), refreshMs);
    return () => clearInterval(timer);
  }, [online, customerId, locationId, isMarketWide, variant, queryClient]);
}
