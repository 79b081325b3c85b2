import NIOCore
import NIOEmbedded
enum DeclarationsLeftOut {}
