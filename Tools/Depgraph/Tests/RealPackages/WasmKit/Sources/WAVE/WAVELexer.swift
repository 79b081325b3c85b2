#if ComponentModel
            // Check for multiline string """
                // Multiline - skip until we find closing """
            // Check for multiline string """
                // Check for closing delimiter (spaces + """)
        /// Check if we're at a closing delimiter (optional spaces + """)
        /// Returns the number of spaces before """ if found, nil otherwise
            // Check for """
#endif
enum DeclarationsLeftOut {}
