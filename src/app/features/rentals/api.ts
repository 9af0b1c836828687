import {
  freeContainersSchema,
  rentalDetailSchema,
  rentalListSchema,
  type RentalClose,
  type RentalInput,
  type RentalListQuery,
  type RentalOpen,
} from '../../../domain/containers/rental-input.ts';
import { callApi } from '../../api/client.ts';

export async function fetchRentals(filter: RentalListQuery, signal?: AbortSignal) {
  return rentalListSchema.parse(
    await callApi('Rentals', { query: { ...filter }, signal, latestOf: 'Rentals' }),
  );
}

export async function fetchRental(id: number, signal?: AbortSignal) {
  return rentalDetailSchema.parse(await callApi('Rental', { query: { id }, signal }));
}

export async function fetchFreeContainers(rentalId: number, signal?: AbortSignal) {
  return freeContainersSchema.parse(await callApi('FreeContainers', { query: { rentalId }, signal }));
}

export async function registerRental(input: RentalInput) {
  return rentalDetailSchema.parse(await callApi('rental', { method: 'POST', body: input }));
}

export async function openRental(input: RentalOpen) {
  return rentalDetailSchema.parse(await callApi('rentalOpen', { method: 'POST', body: input }));
}

export async function closeRental(input: RentalClose) {
  return rentalDetailSchema.parse(await callApi('rentalClose', { method: 'POST', body: input }));
}
