import { addressesRead } from '../../data/addressReads'
import { deliveryAddressOf } from '../../domain/memberRules'

/**
 * What useDeliveryAddress needs to read a member's addresses, in a module of its own: it is loaded
 * only once a member is logged in, so a guest's first menu does not download the address layer.
 */
export { addressesRead, deliveryAddressOf }
