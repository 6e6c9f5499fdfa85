# ruff: noqa: E501
"""Family h: a student newspaper at a university in Hanoi, Vietnam (Vietnamese)."""

from __future__ import annotations

from hundredtwentysixth_spec import Fam, alnum, b64

F = Fam(
    name="sinhvien_hanoi_campus_paper",
    orgs=("sinhvienbao", "tiengtruong", "baotuoitre"),
    tld="edu.vn",
    first=(
        "Minh Anh",
        "Quốc Huy",
        "Thu Trang",
        "Đức Thắng",
        "Ngọc Hân",
        "Tuấn Kiệt",
        "Phương Linh",
        "Bảo Long",
    ),
    last=("Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Vũ", "Đặng", "Bùi"),
    first_a=(
        "minhanh",
        "quochuy",
        "thutrang",
        "ducthang",
        "ngochan",
        "tuankiet",
        "phuonglinh",
        "baolong",
    ),
    last_a=("nguyen", "tran", "le", "pham", "hoang", "vu", "dang", "bui"),
    words=(
        "hanoi",
        "hoguom",
        "phobo",
        "sinhvien",
        "baotruong",
        "hoasen",
        "caphe",
        "banhmi",
        "sapa",
        "halong",
        "mienbac",
        "tuoitre",
        "longbien",
        "tetnguyendan",
    ),
    pets=("mimi", "lu", "vang", "bong", "misa", "kem"),
    cc="84",
    city="Hà Nội",
)

F.reg(
    "sinhvien_zalo_copied_chat_mat_khau_fanpage",
    ("Zalo/ban_bien_tap_<<n>>.txt", "Documents/zalo_copy_<<d8>>.txt"),
    """[<<time>> <<dmy>>] <<last>> <<first>>: Ai còn giữ mk fanpage không ạ? Em cần lên bài tuyển CTV tối nay
[<<time>> <<dmy>>] <<last>> <<first2>>: tài khoản admin: bbt.<<org>>@gmail.com
[<<time2>> <<dmy>>] <<last>> <<first2>>: mk: <<cred>>
[<<time2>> <<dmy>>] <<last>> <<first2>>: đăng xong nhớ đăng xuất nha, máy phòng CLB ai cũng dùng
[<<time2>> <<dmy>>] <<last>> <<first>>: dạ em cảm ơn chị 🥰
""",
    "human",
)

F.reg(
    "sinhvien_ghost_admin_api_key_node_publish",
    ("tools/dang_bai_<<n>>.js", "scripts/ghost_publish_<<d8>>.mjs"),
    """// Đăng bài từ Google Docs đã xuất HTML lên Ghost
import GhostAdminAPI from '@tryghost/admin-api';
import fs from 'node:fs';

const api = new GhostAdminAPI({
  url: 'https://bao.<<dom>>',
  key: '<<cred>>',
  version: 'v5.0',
});

const html = fs.readFileSync(process.argv[2], 'utf8');
const post = await api.posts.add(
  { title: process.argv[3], html, status: 'draft', tags: ['Đời sống sinh viên'] },
  { source: 'html' },
);
console.log('Bản nháp:', post.url);
""",
    "p:ghost_admin",
    syntax="",
)

F.reg(
    "sinhvien_github_actions_ftp_deploy_yaml",
    ("site-bao/.github/workflows/deploy_<<n>>.yml", "repo/.github/workflows/ftp-<<d8>>.yml"),
    """name: Deploy lên hosting trường
on:
  push:
    branches: [main]
jobs:
  deploy:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: npm ci && npm run build
      - name: FTP deploy
        uses: SamKirkland/FTP-Deploy-Action@v4.3.5
        with:
          server: ftp.<<dom>>
          username: baosv<<n2>>
          password: '<<cred>>'
          local-dir: ./dist/
""",
    "pw_sq",
)

F.reg(
    "sinhvien_email_mat_khau_hop_thu_ban_bien_tap",
    ("mail/<<d8>>_ban_giao_<<n>>.eml", "Maildir/cur/<<ts>>.<<n>>.eml"),
    """From: <<last>> <<first>> <<<email>>>
To: <<email2>>
Subject: Bàn giao hộp thư Ban biên tập khóa mới
Date: Mon, 02 Jun <<year>> <<time>>:<<sec>> +0700
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Chào em,

Chị gửi em thông tin hộp thư chung của Ban biên tập để em quản lý từ học kỳ này:

Email: bbt@<<dom>>
Mật khẩu: <<cred>>

Em nhớ đổi mật khẩu và bật xác minh 2 bước nhé. Có gì cứ nhắn chị qua Zalo.

Thân,
<<last>> <<first>>
Trưởng ban biên tập khóa <<n2>>
""",
    "human",
)

F.reg(
    "sinhvien_momo_quyen_gop_env_secret",
    ("quyengop/.env.<<n>>", "apps/ung-ho-<<d8>>/.env"),
    """# Quỹ ủng hộ báo sinh viên - MoMo All-In-One
MOMO_ENDPOINT=https://payment.momo.vn/v2/gateway/api/create
MOMO_PARTNER_CODE=MOMO<<pc>>
MOMO_ACCESS_KEY=<<ak>>
MOMO_SECRET_KEY=<<cred>>
MOMO_REDIRECT_URL=https://<<dom>>/cam-on
MOMO_IPN_URL=https://<<dom>>/api/momo/ipn
""",
    "alnum:32",
    extra=lambda r, s: {
        "pc": alnum(r, 8, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
        "ak": alnum(r, 16),
    },
)

F.reg(
    "sinhvien_laravel_env_db_password_club",
    ("web-clb/.env.backup_<<d8>>", "htdocs/baosv_<<n>>/.env"),
    """APP_NAME="Báo Sinh Viên"
APP_ENV=production
APP_KEY=base64:<<appkey>>
APP_DEBUG=false
APP_URL=https://<<dom>>

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_PORT=3306
DB_DATABASE=baosv
DB_USERNAME=baosv_admin
DB_PASSWORD=<<cred>>

MAIL_MAILER=log
""",
    "human_x",
    extra=lambda r, s: {"appkey": b64(r, 32)},
)

F.reg(
    "sinhvien_sheet_csv_tai_khoan_mang_xa_hoi",
    ("drive/Tài khoản MXH <<n>>.csv", "exports/tai_khoan_<<d8>>.csv"),
    """Nền tảng,Tài khoản,Mật khẩu,Người giữ
Facebook Page,bbt.<<org>>@gmail.com,xem Zalo,<<first2>>
TikTok,@<<org>>,<<cred>>,<<last>> <<first>>
Instagram,<<org>>.official,,
""",
    "human_x",
)

F.reg(
    "sinhvien_facebook_page_token_python_schedule",
    ("tools/hen_gio_dang_<<n>>.py", "scripts/fb_schedule_<<d8>>.py"),
    """\"\"\"Hẹn giờ đăng bài lên Fanpage Báo Sinh Viên (Graph API v19).\"\"\"

import time

import requests

PAGE_ID = '<<n>>0<<ts>>'
PAGE_TOKEN = '<<cred>>'


def schedule(message: str, link: str, when: int) -> str:
    r = requests.post(
        f'https://graph.facebook.com/v19.0/{PAGE_ID}/feed',
        data={'message': message, 'link': link, 'published': 'false',
              'scheduled_publish_time': when, 'access_token': PAGE_TOKEN},
        timeout=30,
    )
    r.raise_for_status()
    return r.json()['id']


if __name__ == '__main__':
    print(schedule('Số mới đã lên sóng!', 'https://<<dom>>', int(time.time()) + 3600))
""",
    "p:meta_page",
)
