// Times OpenCV 4.6's Haar frontal-face cascade (opencv-data) on one PNG: load, then best of 5 detections.
// Built and run by measure.sh --time; not part of outdoor.
#include <opencv2/objdetect.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>
#include <chrono>
#include <cstdio>
int main(int argc,char**argv){
  auto t0=std::chrono::steady_clock::now();
  cv::CascadeClassifier c("/usr/share/opencv4/haarcascades/haarcascade_frontalface_default.xml");
  auto t1=std::chrono::steady_clock::now();
  cv::Mat img=cv::imread(argv[1]); cv::Mat g; cv::cvtColor(img,g,cv::COLOR_BGR2GRAY); cv::equalizeHist(g,g);
  std::vector<cv::Rect> f; double best=1e9;
  for(int i=0;i<5;i++){auto a=std::chrono::steady_clock::now(); f.clear(); c.detectMultiScale(g,f,1.1,4,0,cv::Size(24,24)); auto b=std::chrono::steady_clock::now(); double ms=std::chrono::duration<double,std::milli>(b-a).count(); if(ms<best)best=ms;}
  printf("opencv load %.1f ms, detect %dx%d best of 5 %.1f ms, faces %zu", std::chrono::duration<double,std::milli>(t1-t0).count(), g.cols,g.rows,best,f.size());
  for(auto&r:f)printf(" [%d,%d %dx%d]",r.x,r.y,r.width,r.height); printf("\n");}
