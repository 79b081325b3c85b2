///         typealias InboundIn = Bacon /* we expected to be delivered `Bacon` ... */
///         typealias InboundOut = Sandwich /* ... and we will make and deliver a `Sandwich` from that */
///              /* we receive the `Bacon` as a `NIOAny` as at compile-time the exact configuration of the channel
///              */
///              let bacon = Self.unwrapInboundIn(data) /* `Bacon` or crash */
///              context.fireChannelRead(Self.wrapInboundOut(sandwich)) /* as promised we deliver a wrapped `Sandwich` */
enum DeclarationsLeftOut {}
