"""Family c: a karaoke bar with private singing rooms (noraebang-style booths)."""

from __future__ import annotations

from thirtyfourth_spec import alnum, human_with, reg

F = "karaoke_bar_private_song_booths"

reg(
    F,
    "karaoke_song_library_mysql_my_cnf",
    ("etc/mysql/conf.d/songdb.cnf", "home/<<user>>/.my.cnf"),
    """[client]
host     = <<ip>>
user     = songlib
password = <<cred>>
database = karaoke_songs

[mysqldump]
single-transaction = 1
""",
    "pw",
    syntax="ini",
)

reg(
    F,
    "karaoke_korean_kakaotalk_bimilbeonho_reply",
    ("chats/kakao_<<org>>_<<n3>>.txt", "export/KakaoTalk_<<year>>0<<mon>><<day>>_<<n>>.txt"),
    """<<year>>년 <<mon>>월 <<day>>일 오후 <<hh>>:<<mm>>
지민 : 사장님 3번 방 태블릿 관리자 모드 비번 뭐예요?
사장님 : 노래 추가하려고?
지민 : 네 신곡 업데이트가 안 돼요
사장님 : <<cred>>
사장님 : 끝나면 꼭 로그아웃 해줘
지민 : 넵 감사합니다 🙏
""",
    human_with("noraebang", "mic", "encore", "ballad"),
)

reg(
    F,
    "karaoke_booth_tablet_dotenv_spotify",
    ("booth-tablet/.env", "apps/<<org>>-queue/.env.production"),
    """NODE_ENV=production
PORT=3000
ROOM_COUNT=<<n>>
SPOTIFY_CLIENT_ID=<<hex8>><<hex8>><<hex8>><<hex8>>
SPOTIFY_CLIENT_SECRET=<<cred>>
QUEUE_REDIS_URL=redis://<<ip>>:6379/2
""",
    "hex32",
)

reg(
    F,
    "karaoke_room_booking_mongoose_connect_uri",
    ("server/db.js", "booking-api/src/<<org>>/mongo.js"),
    """const mongoose = require('mongoose');

mongoose.set('strictQuery', true);
mongoose
  .connect('mongodb+srv://booking_<<n3>>:<<cred>>@cluster0.<<hex8>>.mongodb.net/rooms?retryWrites=true&w=majority')
  .then(() => console.log('rooms db up'))
  .catch((err) => console.error(err));

module.exports = mongoose;
""",
    "pw_url",
    syntax="",
)

reg(
    F,
    "karaoke_lyrics_licence_go_const",
    ("internal/lyrics/client.go", "pkg/<<org>>/licence/keys.go"),
    """package lyrics

import "net/http"

const (
	baseURL    = "https://api.<<dom>>/v3"
	licenceKey = "<<cred>>"
)

func newRequest(path string) (*http.Request, error) {
	req, err := http.NewRequest("GET", baseURL+path, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("X-Licence-Key", licenceKey)
	return req, nil
}
""",
    "x:lyr_:40",
    syntax="",
)

reg(
    F,
    "karaoke_pos_till_windows_reg_export",
    ("backup/till<<n>>_settings.reg", "support/<<org>>_pos_<<n3>>.reg"),
    """Windows Registry Editor Version 5.00

[HKEY_LOCAL_MACHINE\\SOFTWARE\\WOW6432Node\\BarTill\\Database]
"Server"="<<ip>>"
"Database"="TILL"
"User"="tilluser"
"Password"="<<cred>>"
"Timeout"=dword:0000001e
""",
    "pw_dq",
    syntax="",
)

reg(
    F,
    "karaoke_staff_whiteboard_photo_ocr",
    ("ocr/backroom_board_<<n3>>.txt", "photos/whiteboard_<<year>>_<<n>>.txt"),
    """FRIDAY  - 2 staff on booths 1-6
- restock mic covers!!
- room 4 remote broken
STAFF WIFI
NS-backroom
<<cred>>
karaoke songs update sunday 11am
""",
    human_with("karaoke", "duet", "falsetto"),
)

reg(
    F,
    "karaoke_stream_obs_service_json",
    ("obs-studio/basic/profiles/Booth<<n>>/service.json", "AppData/obs/<<org>>/service.json"),
    """{
    "settings": {
        "bwtest": false,
        "key": "<<cred>>",
        "server": "rtmp://live.twitch.tv/app",
        "service": "Twitch"
    },
    "type": "rtmp_common"
}
""",
    lambda r: f"live_{r.randint(10**8, 10**9 - 1)}_{alnum(r, 30)}",
)
