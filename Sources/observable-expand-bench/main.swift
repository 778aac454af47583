print("benchmark: not written yet")
