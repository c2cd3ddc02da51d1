import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ManualMethodDetailsView, PaymentMethodKey } from '@kedai/contracts';
import { api } from '@/lib/api-client';

export const manualMethodsKey = ['admin', 'payment-methods'] as const;

/** GET /api/admin/payment/methods: every manual method with its label, QR, account details and instructions. */
export function getManualMethods(signal?: AbortSignal): Promise<ManualMethodDetailsView[]> {
  return api.get<ManualMethodDetailsView[]>('/admin/payment/methods', { signal });
}

export const manualMethodsQueryOptions = () =>
  queryOptions({ queryKey: manualMethodsKey, queryFn: ({ signal }) => getManualMethods(signal) });

export function useManualMethods() {
  return useQuery(manualMethodsQueryOptions());
}

export interface SaveManualMethodInput {
  key: PaymentMethodKey;
  label: string;
  accountDetails: string;
  instructions: string;
  /** A new QR image (JPEG or PNG under 2MB); null keeps the current one unless `removeImage`. */
  image: File | null;
  removeImage: boolean;
}

/** PUT /api/admin/payment/methods/{key}, multipart. */
export function saveManualMethod(input: SaveManualMethodInput): Promise<ManualMethodDetailsView> {
  const form = new FormData();
  form.append('label', input.label);
  form.append('accountDetails', input.accountDetails);
  form.append('instructions', input.instructions);
  if (input.image) form.append('image', input.image, input.image.name);
  else if (input.removeImage) form.append('removeImage', 'true');
  return api.put<ManualMethodDetailsView>(`/admin/payment/methods/${input.key}`, form);
}

export function useSaveManualMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveManualMethod,
    onSuccess: (saved) =>
      queryClient.setQueryData<ManualMethodDetailsView[]>(manualMethodsKey, (list) =>
        list?.map((method) => (method.key === saved.key ? saved : method)),
      ),
  });
}
