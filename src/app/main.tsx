// main.tsx — placeholder entry until the app shell lands in this session.
import '../components/theme/styles';
