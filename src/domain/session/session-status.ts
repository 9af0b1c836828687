import type { WebTaskId } from '../tasks/web-tasks.ts';

/** The session status bundle of spec §3, as GET Status and the Status action answer it. */
export interface StatusUser {
  id: number;
  name: string;
  phone: string;
  email: string;
  language: string;
  loginName: string;
  locationId: number;
  customerId: number;
  isCustomerAdmin: boolean;
  isGlobalAdmin: boolean;
  isProvider: boolean;
  reportLevel: number;
  confirmedGdpr: boolean;
}

export interface StatusLocation {
  id: number;
  name: string;
  number: string;
  typeId: string;
  statusId: number;
  isProvider: boolean;
  isPooling: boolean;
  isCommission: boolean;
  isDispatch: boolean;
  isContainerActive: boolean;
  poolingGroupId: number | null;
}

export interface StatusCustomer {
  id: number;
  name: string;
  status: string;
  statusId: number;
  image: string | null;
  agreementStandard: boolean;
  isPooling: boolean;
  isCommission: boolean;
  isProvider: boolean;
}

export interface SessionStatus {
  customer: StatusCustomer;
  location: StatusLocation;
  user: StatusUser;
  loginUser: StatusUser;
  language: string;
  info: string;
  isImpersonating: boolean;
  agreementRequired: boolean;
  /**
   * The login user may keep shop accounting (issue 20 item 5): provider staff, global admins and the
   * users the provider enabled. The menu offers Shop accounting only then.
   */
  shopAccounting: boolean;
}

export interface TruckType {
  id: number;
  name: string;
  isDefault: boolean;
  qtyHeight: number;
  qtyHeight2: number;
  tpuCount: number;
  tpuCount2: number;
}

export interface StartBundle {
  status: SessionStatus;
  tasks: WebTaskId[];
  truckTypes: TruckType[];
  transactionTypes: { id: string; name: string; isDelivery: boolean; isDispatching: boolean }[];
  transactionStatuses: { id: number; name: string; label: string }[];
  interCompany: { url: string; companyCountry: string }[];
  preload: { alerts: { unread: number; mustRead: number }; disagreements: number };
}

export interface Alert {
  id: number;
  source: 'Support' | 'Message' | 'Order' | 'Invoice' | 'Log';
  sourceId: number | null;
  title: string;
  text: string;
  createdAt: string;
  data: { read: boolean; mustRead: boolean };
}
