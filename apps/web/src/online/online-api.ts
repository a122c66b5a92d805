import { ProtocolClient } from '@tabula/protocol';

/** The API server this page came from (same origin), through the protocol's one client. */
export const onlineClient = new ProtocolClient({ device: 'browser' });
