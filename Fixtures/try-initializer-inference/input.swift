import Observation

struct Config {
    var retries: Int
    init(retries: Int) throws { self.retries = retries }
}

struct Plain {
    init() {}
}

// 'try! e' and 'try e' have the type of 'e'; 'try? e' is optional and needs an annotation.
// @Observable
final class Settings {
    var config = try! Config(retries: 3)
    var plain = try Plain()
    var nested = try! [Config(retries: 1)]
}

let settings = Settings()
print(type(of: settings.config), settings.config.retries, type(of: settings.plain), type(of: settings.nested))
