import NIOCore
import NIOEmbedded
import NIOWebSocket
enum DeclarationsLeftOut {}
