import NIOCore
        //          HandshakeType msg_type;    /* handshake type */
        //          uint24 length;             /* bytes in message */
enum DeclarationsLeftOut {}
