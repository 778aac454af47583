import Observation
import UIKit

// UIKit is imported, but this run reads no SDK: the message names the module and the flags
// that would supply its declarations.
// @Observable
final class Palette {
  var accent = UIColor.systemTeal
}
