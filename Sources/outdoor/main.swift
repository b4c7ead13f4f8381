import Foundation
import OutdoorCLI

exit(await OutdoorCLI.main(arguments: CommandLine.arguments))
