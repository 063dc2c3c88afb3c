let context: AudioContext | null = null

/** Audio may only start after a tap: the kiosk's start button calls this. */
export function unlockSounds(): void {
  context ??= new AudioContext()
  void context.resume()
}

function tone(frequency: number, start: number, duration: number, type: OscillatorType) {
  if (!context) return
  const oscillator = context.createOscillator()
  const gain = context.createGain()
  oscillator.type = type
  oscillator.frequency.value = frequency
  gain.gain.setValueAtTime(0.25, context.currentTime + start)
  gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + start + duration)
  oscillator.connect(gain).connect(context.destination)
  oscillator.start(context.currentTime + start)
  oscillator.stop(context.currentTime + start + duration)
}

/** Two rising notes: come in. */
export function playAllowed(): void {
  tone(880, 0, 0.12, 'sine')
  tone(1320, 0.13, 0.18, 'sine')
}

/** One low buzz: stop. */
export function playDenied(): void {
  tone(180, 0, 0.45, 'square')
}
