import { useCallback } from 'react';
import { DELIVERY_METHODS, type DeliveryMethod } from '@claims/shared';
import { useTranslation } from 'react-i18next';

export const isDeliveryMethod = (value: string): value is DeliveryMethod => (DELIVERY_METHODS as readonly string[]).includes(value);

// 'Email' or 'Electronic email'; a value the client does not know is shown as stored.
export const useDeliveryMethodLabel = () => {
  const { t } = useTranslation();
  return useCallback((value: string) => (isDeliveryMethod(value) ? t(`tpas.deliveryMethods.${value}`) : value), [t]);
};
