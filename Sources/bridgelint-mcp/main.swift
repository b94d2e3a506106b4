import Foundation

// `bridgelint mcp` runs this executable: the MCP SDK brings the networking stack (libcurl, TLS) with it, which
// every lint run would otherwise load.
MCPServerCommand.main()
