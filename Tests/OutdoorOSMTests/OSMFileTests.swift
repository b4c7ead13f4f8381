import Foundation
import OutdoorOSM
import XCTest
